import { meetingCancelFlow, meetingFlows } from "../flows/meetings";

meetingFlows();
meetingCancelFlow();
