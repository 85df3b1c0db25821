export const id = 584;
export const ids = [584];
export const modules = {

/***/ 96584:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   connectGitHub: () => (/* binding */ connectGitHub)
/* harmony export */ });
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11758);
/* harmony import */ var _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(49735);
/* harmony import */ var _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(86856);
/**
 * The one place that builds the GitHub client: Octokit from @actions/github with the retry
 * plugin (5xx and network errors, with backoff) and the throttling plugin (primary and
 * secondary rate limits, waiting as long as Retry-After says; writes paced as GitHub asks).
 * Kept apart from the rest so the entry point can load Octokit only when it posts.
 */



/** Give up on a rate limit that would make the job wait longer than this. */
const LONGEST_WAIT_S = 300;
const RATE_LIMIT_RETRIES = 3;
function connectGitHub(token, options = {}) {
    const unit = options.backoffUnitMs ?? 1_000;
    const log = options.log ?? (() => { });
    const onLimit = (kind) => (retryAfter, request, _, count) => {
        const retrying = count < RATE_LIMIT_RETRIES && retryAfter <= LONGEST_WAIT_S;
        log(`GitHub ${kind} rate limit on ${request.method} ${request.url}: ${retrying ? `retrying after ${retryAfter}s` : 'giving up'}.`);
        return retrying;
    };
    const octokit = (0,_actions_github__WEBPACK_IMPORTED_MODULE_0__/* .getOctokit */ .Q)(token, {
        baseUrl: options.baseUrl,
        retry: { retries: 3, retryAfterBaseValue: unit },
        throttle: {
            enabled: options.pace ?? true,
            retryAfterBaseValue: unit,
            onRateLimit: onLimit('primary'),
            onSecondaryRateLimit: onLimit('secondary'),
        },
    }, _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_1__/* .retry */ .L, _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_2__/* .throttling */ .A);
    return {
        issues: octokit.rest.issues,
        repos: octokit.rest.repos,
        pulls: octokit.rest.pulls,
        git: octokit.rest.git,
        identity: async () => {
            // REST /user refuses an installation token (GITHUB_TOKEN); GraphQL's viewer answers
            // for every kind of token, e.g. github-actions[bot].
            const { viewer } = await octokit.graphql('query { viewer { login databaseId } }');
            return { login: viewer.login, id: viewer.databaseId };
        },
        backoffUnitMs: unit,
    };
}


/***/ })

};
