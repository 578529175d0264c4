import { meetingVoteFlows } from "../flows/meeting-votes";

// The same flows with JavaScript on.
meetingVoteFlows();
