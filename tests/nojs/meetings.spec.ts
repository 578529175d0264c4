import { meetingCancelFlow, meetingFlows } from "../flows/meetings";

// The same flows with JavaScript disabled.
meetingFlows();
meetingCancelFlow();
