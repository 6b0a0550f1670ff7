import { z } from 'zod'

// Information pages the operator writes (spec 3 §2 "Agreement, privacy, news, instructions", spec 1 §2
// "information pages" and "rules pages"): FAQ sections, device instructions and set-top box manuals with
// numbered steps, the rules pages and the app-store page. The spec names the pages, not their calls.

/** What an information page is: it decides the client's route and how the items read. */
export const INFO_PAGE_KINDS = ['faq', 'instructions', 'manual', 'rules', 'app_store'] as const
export const InfoPageKind = z.enum(INFO_PAGE_KINDS)
export type InfoPageKind = z.infer<typeof InfoPageKind>

/** A page's slug: a device (android_tv, dune), a rules page (optimal) or a FAQ section. */
export const InfoPageSlug = z.string().regex(/^[a-z0-9_]{1,64}$/, 'slug: 1-64 of a-z, 0-9, _')

/** One item of a page: a FAQ question (title) and its answer, or a numbered step / clause (no title). */
export const InfoPageItem = z.object({
  id: z.number().int(),
  title: z.string().nullable(),
  text: z.string(),
})
export type InfoPageItem = z.infer<typeof InfoPageItem>

/** An information page in the viewer's language (Accept-Language); items in their order. */
export const InfoPage = z.object({
  kind: InfoPageKind,
  slug: InfoPageSlug,
  title: z.string(),
  /** The page's lead text; plain text, paragraphs separated by blank lines. */
  text: z.string(),
  items: z.array(InfoPageItem),
})
export type InfoPage = z.infer<typeof InfoPage>

export const InfoPagesQuery = z.object({ kind: InfoPageKind })
export const InfoPageParams = z.object({ kind: InfoPageKind, slug: InfoPageSlug })
