import { z } from 'zod';

/** An amount of money in integer minor units (15050 is 150.50), as money.ts explains. */
export const minorUnits = z.number().int();
