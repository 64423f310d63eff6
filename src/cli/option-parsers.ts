// Parsers for command-line option values: each returns the value or throws commander's
// InvalidArgumentError, which commander prints with the option's name ("option '--phases <n>'
// argument 'x' is invalid. expected an integer ≥ 0, got "x"") and exits 1.
import { InvalidArgumentError } from 'commander';
import { MAX_DROPOUT } from '../core/index.js';

/**
 * A number as a person writes it in decimal, or NaN. `Number()` alone also reads "" as 0 and
 * "0x10" as 16, which would let `--seed ""` or `--slots 0x10` through as values nobody meant.
 */
function decimal(value: string): number {
  return /^\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?\s*$/.test(value) ? Number(value) : Number.NaN;
}

/**
 * An integer ≥ `min` and ≤ `max`. Past 2^53 − 1 a number no longer holds every integer
 * ("99999999999999999999" reads as 100000000000000000000), as the run config's integers refuse too.
 */
export function integerOption(min: number, max = Number.MAX_SAFE_INTEGER) {
  return (value: string): number => {
    const n = /^\s*[+-]?\d+\s*$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isInteger(n) || n < min || n > max) {
      const range = max < Number.MAX_SAFE_INTEGER || n > max ? `from ${min} to ${max}` : `≥ ${min}`;
      throw new InvalidArgumentError(`expected an integer ${range}, got "${value}"`);
    }
    return n;
  };
}

/** A TCP port to listen on; 0 lets the system choose a free one. */
export const portOption = integerOption(0, 65_535);

/** Any finite number. */
export function numberOption(value: string): number {
  const n = decimal(value);
  if (!Number.isFinite(n)) throw new InvalidArgumentError(`expected a number, got "${value}"`);
  return n;
}

/** A finite number ≥ 0. */
export function nonNegativeNumber(value: string): number {
  const n = decimal(value);
  if (!Number.isFinite(n) || n < 0) throw new InvalidArgumentError(`expected a number ≥ 0, got "${value}"`);
  return n;
}

/** A dropout share in [0, MAX_DROPOUT], the bound the run config's dropouts have. */
export function dropoutOption(value: string): number {
  const n = decimal(value);
  if (!(n >= 0 && n <= MAX_DROPOUT)) {
    throw new InvalidArgumentError(`expected a number from 0 to ${MAX_DROPOUT}, got "${value}"`);
  }
  return n;
}

/** Comma-separated task ids, e.g. `3,17`. */
export function idListOption(value: string): number[] {
  const words = value.split(',').map((id) => id.trim());
  const bad = words.find((id) => !/^\d+$/.test(id));
  if (bad !== undefined) {
    throw new InvalidArgumentError(`expected task ids separated by commas, e.g. 3,17; "${bad}" is not one`);
  }
  return words.map(Number);
}

/**
 * An absolute http(s) URL, such as where `webrl view` serves: the report's links are built on it, so
 * "localhost:8377" or "notaurl" would give a report whose every episode link is broken.
 */
export function httpUrlOption(value: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new InvalidArgumentError(
      `expected an http:// or https:// URL such as http://127.0.0.1:8377, got "${value}"`,
    );
  }
  return value;
}
