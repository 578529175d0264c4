// Test entry: the app Worker's HTTP side without the Remix build (pages answer a JSON 404), plus the
// real NotificationHub class.
import { jsonNotFound } from "../../workers/errors";
import { createHttpApp } from "../../workers/http-app";

export { AssetRoom } from "../../durable-objects/asset-room";
export { MeetingRoom } from "../../durable-objects/meeting-room";
export { NotificationHub } from "../../durable-objects/notification-hub";

const app = createHttpApp({ fallback: jsonNotFound });

export default { fetch: app.fetch } satisfies ExportedHandler<Env>;
