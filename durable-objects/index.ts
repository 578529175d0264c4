// The realtime Worker: it only hosts Durable Object rooms; the app Worker reaches them by script_name.
export { AssetRoom } from "./asset-room";
export { MeetingRoom } from "./meeting-room";
export { NotificationHub } from "./notification-hub";

export default {
  fetch() {
    return new Response("BoardRoom realtime worker: rooms are reached through the app Worker.", { status: 404 });
  },
} satisfies ExportedHandler<Env>;
