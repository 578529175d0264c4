import type { NotificationHub } from "../../../durable-objects/notification-hub";

/**
 * The user's NotificationHub, typed for RPC. The generated Env says only `DurableObjectNamespace`
 * because the class lives in the realtime Worker; this is the one place that names it.
 */
export function notificationHub(env: Env, userId: string): DurableObjectStub<NotificationHub> {
  const hubs = env.NOTIFICATION_HUB as unknown as DurableObjectNamespace<NotificationHub>;
  return hubs.get(hubs.idFromName(userId));
}
