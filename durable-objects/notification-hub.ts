import { type ClientMessage, ClientMessageSchema, type ServerMessage } from "../app/lib/notifications/realtime";
import { Room, type RoomConnection } from "./room";

type HubState = { connectedAt: number };
type HubConnection = RoomConnection<HubState>;

/**
 * One room per user (its name is the user id): every open tab and device of that user holds a socket
 * here, and the service layer publishes to all of them at once. Hibernation keeps idle sockets free of cost.
 */
export class NotificationHub extends Room<typeof ClientMessageSchema, ServerMessage, HubState> {
  protected readonly clientSchema = ClientMessageSchema;

  protected onJoin(connection: HubConnection): void {
    connection.setState({ connectedAt: Date.now() });
    this.send(connection, { type: "ready", room: "notifications" });
  }

  protected onClientMessage(connection: HubConnection, message: ClientMessage): void {
    if (message.type === "ping") this.send(connection, { type: "pong" });
  }

  /** RPC from the app Worker's service layer: returns how many open sockets got the message. */
  publish(message: ServerMessage): number {
    return this.sendToAll(message);
  }
}
