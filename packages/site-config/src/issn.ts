// ISSNs (ISO 3297): seven digits and a check digit, written NNNN-NNNC.

/** The check digit of the first seven digits: weights 8 to 2, modulus 11, 10 written 'X'. */
export function issnCheckDigit(sevenDigits: string): string {
  if (!/^\d{7}$/.test(sevenDigits)) throw new Error(`Not seven digits: ${sevenDigits}`);
  const sum = [...sevenDigits].reduce(
    (total, digit, index) => total + Number(digit) * (8 - index),
    0,
  );
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

/** Whether `value` is an ISSN in its written form (`2049-3630`) with the right check digit. */
export function isValidIssn(value: string): boolean {
  const match = /^(\d{4})-(\d{3})([\dX])$/.exec(value);
  if (!match) return false;
  const [, first, second, check] = match;
  return issnCheckDigit(`${first}${second}`) === check;
}
