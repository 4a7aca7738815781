import { z } from 'zod';

/** POST /api/uploads: the stored image and its WebP variants. */
export const uploadedImageDto = z.object({
  _id: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(z.object({ width: z.number().int(), height: z.number().int(), url: z.string() })),
});
export type UploadedImageDto = z.infer<typeof uploadedImageDto>;
