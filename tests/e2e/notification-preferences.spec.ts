import { notificationPreferenceFlows } from "../flows/notification-preferences";

notificationPreferenceFlows();
