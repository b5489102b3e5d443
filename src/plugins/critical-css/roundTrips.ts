/**
 * Round trips before a page's first paint, in the model Lighthouse's mobile
 * run uses (and TCP's slow start on a new connection): the server sends ten
 * segments (14,600 bytes) in the first round trip and twice as many in each
 * one after it, and a stylesheet that the HTML links is asked for once the
 * HTML has arrived (CONTRIBUTING.md, Speed). Measured here: the API page
 * padded to 14.4 KB gzip painted at 0.79 s, at 14.9 KB at 0.92 s.
 */

/** The first round trip's bytes, less the response headers (about 240). */
export const FIRST_ROUND_TRIP_BODY_BYTES = 14_600 - 240;

/** Round trips to receive a response body of `bytes` on a new connection. */
export function roundTrips(bytes: number): number {
  let trips = 1;
  let received = FIRST_ROUND_TRIP_BODY_BYTES;
  let window = FIRST_ROUND_TRIP_BODY_BYTES;
  while (bytes > received) {
    window *= 2;
    received += window;
    trips += 1;
  }
  return trips;
}

/**
 * Round trips before the first paint of a page whose HTML is `htmlBytes`
 * (gzip): its own, and one more when its first paint waits for a linked
 * stylesheet (`linked`) rather than rules written in its head.
 */
export function roundTripsToPaint(htmlBytes: number, linked: boolean): number {
  return roundTrips(htmlBytes) + (linked ? 1 : 0);
}

/**
 * Whether a page paints sooner with its frame's stylesheet written into its
 * head (`inlinedBytes`, gzip) than linked (`linkedBytes`). Only where it is
 * sooner: a linked stylesheet is cached for the reader's next page loads.
 */
export function paintsSoonerInlined(
  linkedBytes: number,
  inlinedBytes: number,
): boolean {
  return (
    roundTripsToPaint(inlinedBytes, false) <
    roundTripsToPaint(linkedBytes, true)
  );
}
