// Fresh Epoch-like ids: numeric, as Epoch's transaction and member ids are (int columns in DataPlus).
import crypto from 'node:crypto';

export const freshEpochId = () => String(crypto.randomInt(100_000_000, 2_000_000_000));
