import { fail, pass, skip, type Check } from '../check.js';
import { failure } from '../exchange-check.js';

/**
 * §7: a 429 is the error object with code rate_limit_exceeded. Checked only when the target rate limited
 * the run; it is never provoked (real deployments have real limits). Runs last, to see the whole run.
 */
export const rateLimitAnswers: Check = {
  name: 'rate_limit_in_error_shape',
  section: '§7',
  kind: 'mandated',
  description: 'Every 429 the target answered during the run is the error object with code rate_limit_exceeded (and says when to retry under --profile assumed).',
  async run(context) {
    const seen = context.target.rateLimited;
    if (seen.length === 0) return skip('the target did not rate limit this run');
    for (const answer of seen) {
      let code: unknown;
      try {
        code = (JSON.parse(answer.body) as { error?: { code?: unknown; message?: unknown } }).error?.code;
      } catch {
        code = undefined;
      }
      if (!answer.contentType.includes('json') || code !== 'rate_limit_exceeded') {
        return fail(failure(context, 'a 429 is the error object of §7', `a 429 answered ${answer.contentType || 'no content type'}: ${answer.body.slice(0, 200)}`));
      }
      if (context.profile === 'assumed' && answer.retryAfter === null && answer.reset === null) {
        return fail(failure(context, 'a 429 says when to retry (rate-limit gap)', 'neither Retry-After nor X-RateLimit-Reset'));
      }
    }
    return pass(`${seen.length} rate-limited answer(s) seen and waited out`);
  },
};
