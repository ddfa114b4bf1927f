import { ValidationError, type CollectionBeforeValidateHook } from 'payload'
import { relationId } from '@/domain/relationId'

/**
 * Gives a clear message when a dealer already has a page at this path. The unique (tenant, slug)
 * index is the guarantee; this hook only turns its violation into a field error the admin can show.
 */
export const ensureSlugUniquePerTenant: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  const slug = data?.slug ?? originalDoc?.slug
  const tenant = relationId(data?.tenant ?? originalDoc?.tenant)
  if (!slug || !tenant) return data
  const clash = await req.payload.find({
    collection: 'pages',
    where: {
      and: [
        { slug: { equals: slug } },
        { tenant: { equals: tenant } },
        ...(originalDoc?.id ? [{ id: { not_equals: originalDoc.id } }] : []),
      ],
    },
    limit: 1,
    depth: 0,
    pagination: false,
    draft: true,
    req,
    overrideAccess: true,
  })
  if (clash.docs.length > 0) {
    throw new ValidationError(
      { collection: 'pages', errors: [{ path: 'slug', message: `This dealer already has a page at /${slug === 'home' ? '' : slug}.` }] },
      req.t,
    )
  }
  return data
}
