/**
 * A random id made on this device (128 bits as 32 hex digits): what an answer carries so that
 * the server counts it once however often it is sent (issue #45). `crypto.randomUUID` exists
 * only on secure pages, and the app may be opened over plain HTTP on a school's network;
 * `getRandomValues` everywhere.
 */
export function newDeviceId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
