import { meetingVoteAndMinutesFlow } from "../flows/meetings-finish";

// The same flow with JavaScript disabled: casting a meeting's vote and approving its minutes are form posts.
meetingVoteAndMinutesFlow();
