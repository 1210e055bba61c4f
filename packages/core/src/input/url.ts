/**
 * Longest URL any analysis accepts (check-url, check-headers), in characters: the cap of the
 * descriptors' inputs. The URL reader's own `MAX_URL_LENGTH` is the same number (a test holds them
 * together).
 */
export const MAX_URL_INPUT_LENGTH = 2048;
