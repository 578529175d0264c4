import { notificationPreferenceFlows } from "../flows/notification-preferences";

// The same flows with JavaScript disabled.
notificationPreferenceFlows();
