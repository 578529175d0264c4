import type { NotificationHub } from "../../../durable-objects/notification-hub";
import type { RealtimeDisconnect } from "../../lib/notifications/realtime";

/**
 * The user's NotificationHub, typed for RPC. The generated Env says only `DurableObjectNamespace`
 * because the class lives in the realtime Worker; this is the one place that names it.
 */
export function notificationHub(env: Env, userId: string): DurableObjectStub<NotificationHub> {
  const hubs = env.NOTIFICATION_HUB as unknown as DurableObjectNamespace<NotificationHub>;
  return hubs.get(hubs.idFromName(userId));
}

/**
 * Closes the live sockets of sessions that just ended (sign-out, revocation, password change, account
 * deletion), which would otherwise go on receiving the user's counts. Called after the sessions rows are
 * gone, so a socket opened meanwhile fails its upgrade; a hub that can't be reached is logged, not thrown:
 * the sign-out itself has happened.
 */
export async function disconnectSessions(env: Env, userId: string, which: RealtimeDisconnect): Promise<void> {
  try {
    await notificationHub(env, userId).disconnect(which);
  } catch (error) {
    console.error("notification hub disconnect failed", error);
  }
}
