/**
 * The public area's API paths (spec 1 §2), apart from the schemas of public.ts so that the landing page reads them
 * without loading zod and the country list (issue 14 budget).
 */
export const PUBLIC_API = {
  parameters: '/parameters', // GET → [{ key, value }] (public)
  contact: '/contact', // POST ContactRequest → 204 (public, captcha)
  contactSignedIn: '/contact/signed-in', // POST SignedInContactRequest → 204 (auth; identity from the session)
  feedback: '/feedback', // POST FeedbackRequest → 204 (auth)
} as const;
