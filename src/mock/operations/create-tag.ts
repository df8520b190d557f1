import { enums } from '../../contract/enums.js';
import { createId } from '../../domain/create-id.js';
import { err, ok } from '../../result.js';
import { apiError } from '../api-error.js';
import type { OperationHandler } from './operation-handler.js';
import { foldCase } from '../../domain/fold-case.js';

/** Colours a tag may get at random: every colour but pink (§4.1; tag-color gap). */
const RANDOM_COLORS = enums.tagColor.filter((color) => color !== 'pink');

/** POST /tags (§4.1). */
export const createTag: OperationHandler<'createTag'> = ({ body, principal, now, prng, store }) => {
  const { state } = principal;
  // tag-alias gap: `tag` alone names the tag, as the public service takes name ?? tag; the contract requires one of them.
  const name = (body.name ?? body.tag ?? '').trim();
  if (name === '') return err(apiError('unprocessable_entity', '/name: must have a character other than white space'));
  if (body.name !== undefined && body.tag !== undefined && foldCase(body.tag.trim()) !== foldCase(name)) {
    return err(apiError('unprocessable_entity', '/tag: must name the same tag as name (tag-alias gap)'));
  }
  if (state.tagByName(name) !== undefined) return err(apiError('conflict', `A tag named ${name} already exists in this workspace (names ignore case).`));
  const limit = state.workspace.tagsLimit;
  if (state.tags.size >= limit) return err(apiError('forbidden', `Workspace ${state.workspace.slug} has reached its limit of ${limit} tags.`));
  const tag = { id: createId('tag_', now, prng.nextInt), name, color: body.color ?? prng.pick(RANDOM_COLORS) };
  store.insertTag(state, tag);
  return ok({ status: 201, body: tag });
};
