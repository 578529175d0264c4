import { meetingVoteAndMinutesFlow } from "../flows/meetings-finish";

// The same flow with JavaScript on.
meetingVoteAndMinutesFlow();
