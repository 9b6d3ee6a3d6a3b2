/**
 * A delivery the other side refused for good (an invalid number, a rejected key): the sender marks
 * the message failed with this reason at once instead of retrying it.
 */
export class PermanentDeliveryError extends Error {
  override name = 'PermanentDeliveryError';
}
