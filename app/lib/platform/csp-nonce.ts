// The nonce of this page's Content-Security-Policy (workers/security-headers.ts), for the inline scripts we
// render. Only the server render knows it; browsers hide nonce attributes from scripts, so on the client it is
// "" and hydration compares "" with "".
import { createContext, useContext } from "react";

export const CspNonceContext = createContext("");

export const useCspNonce = () => useContext(CspNonceContext);
