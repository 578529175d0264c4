import { twoFactorFlows } from "../flows/two-factor";

// Two-factor set-up and sign-in with JavaScript disabled (the QR code is an image made on the server).
twoFactorFlows();
