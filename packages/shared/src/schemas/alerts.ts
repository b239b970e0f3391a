import { z } from 'zod';
import { MESSAGES } from '../messages';
import { oneOf } from './common';

/** How a fan gets price alerts about their favorites: each at once, in one weekly mail, or not at all. */
export const ALERT_DELIVERIES = ['instant', 'weekly', 'off'] as const;
export type AlertDelivery = (typeof ALERT_DELIVERIES)[number];

/**
 * GET /users/my/alerts: which price events of favorited creators the fan hears about
 * (`promotions`: a promotion starts; `priceDrops`: the price drops by 10 % or more, or the page
 * becomes free) and how (`delivery`).
 */
export const alertSettingsSchema = z.object({
  promotions: z.boolean(),
  priceDrops: z.boolean(),
  delivery: z.enum(ALERT_DELIVERIES),
});
export type AlertSettings = z.infer<typeof alertSettingsSchema>;

/** PATCH /users/my/alerts: the fields given change, absent ones stay. */
export const alertSettingsBody = z.object({
  promotions: z.boolean({ error: MESSAGES.boolean }).optional(),
  priceDrops: z.boolean({ error: MESSAGES.boolean }).optional(),
  delivery: oneOf(ALERT_DELIVERIES).optional(),
});
export type AlertSettingsBody = z.output<typeof alertSettingsBody>;
