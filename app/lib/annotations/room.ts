// The AssetRoom's address and close codes, apart from its zod protocol (realtime.ts): the reader page needs them
// at first load, the protocol's validators only once its socket opens (decision 024: what loads on first use).

/** /realtime/assets/{assetId}: the document's room, opened only after the document guard allows viewing it. */
export const ASSET_ROOM_PATH_PREFIX = "/realtime/assets/";
export const assetRoomPath = (assetId: string) => `${ASSET_ROOM_PATH_PREFIX}${encodeURIComponent(assetId)}`;
/** The header by which the app Worker tells the room whose socket it is (never taken from the client). */
export const ASSET_ROOM_USER_HEADER = "X-BoardRoom-User";

/**
 * How the room ends a reader's socket: 4403 once they no longer have access (a share revoked, a vault seat or the
 * organisation membership gone, the document deleted). The reader does not reconnect after it.
 */
export const ASSET_ROOM_CLOSE = {
  accessRevoked: { code: 4403, reason: "You no longer have access to this document." },
} as const;
