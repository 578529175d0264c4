import { meetingFlows } from "../flows/meetings";

meetingFlows();
