// Types of the generated schemas/site-config.validator.js (ajv standalone; see standalone-validator.ts).
import type { ValidateFunction } from 'ajv';

export declare const validate: ValidateFunction;
export default validate;
