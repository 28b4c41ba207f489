// The blog URL token filter (runtime.md section 5: "Blog URL token filter: lowercases, collapses
// slashes and percent signs, keeps only the tokens %y, %m, %d, %t, and replaces spaces with
// hyphens"). A blog's post URL format is a path with tokens (`/blog/%y/%m/%d/%t`: year, month,
// day and, we take it, title: the spec does not say); the filter turns what an author typed into
// one.
//
// Where the spec leaves a choice, ours: a token is a percent sign and the letter after it, so
// `%b` is dropped whole; a percent sign with no letter after it is no token and goes alone (`% `
// keeps its space, which becomes a hyphen). Slashes are collapsed after tokens are dropped
// (`/%b/%t` is `/%t`, not `//%t`). "Spaces" are the space character.

/** The tokens a blog URL format keeps. */
export const BLOG_URL_TOKENS = ['%y', '%m', '%d', '%t'] as const;

/** The blog URL format `raw` filtered as above; '' for what is not text. */
export function filterBlogUrlFormat(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  return raw
    .toLowerCase()
    .replace(/%+/g, '%')
    .replace(/%[a-z]?/g, (token: string) =>
      (BLOG_URL_TOKENS as readonly string[]).includes(token) ? token : '',
    )
    .replace(/\/+/g, '/')
    .replace(/ /g, '-');
}
