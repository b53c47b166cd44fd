/**
 * The one part of @stomp/stompjs the app uses, loaded with the channel (realtime.ts): importing the
 * package itself as a namespace kept its compatibility layer (`Stomp`, `CompatClient`), 0.6 KB gzip
 * of code no screen calls.
 */
export { Client } from '@stomp/stompjs';
