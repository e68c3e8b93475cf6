// The rate-limit headers each hosted API sends on every answer, not only on a 429: what is left of the
// limits and when they reset.

/** An OpenAI duration string as in x-ratelimit-reset-* ("6m0s", "3.89s", "120ms": open-webui #3743). */
export function openaiDuration(seconds: number): string {
  if (seconds < 1) return `${Math.round(seconds * 1000)}ms`;
  if (seconds < 60) return `${Number(seconds.toFixed(2))}s`;
  return `${Math.floor(seconds / 60)}m${Math.round(seconds % 60)}s`;
}

/** OpenAI's x-ratelimit-{limit,remaining,reset}-{requests,tokens} (open-webui #3743, openai-dotnet #838). */
export function openaiRateHeaders(remainingTokens: number, tokensResetSeconds: number): Record<string, string> {
  return {
    "x-ratelimit-limit-requests": "5000",
    "x-ratelimit-limit-tokens": "200000",
    "x-ratelimit-remaining-requests": "4999",
    "x-ratelimit-remaining-tokens": String(remainingTokens),
    "x-ratelimit-reset-requests": "12ms",
    "x-ratelimit-reset-tokens": openaiDuration(tokensResetSeconds),
  };
}

/** Anthropic's anthropic-ratelimit-*, resets as RFC 3339 times (Anthropic's rate-limits reference). */
export function anthropicRateHeaders(requestsRemaining: number, resetSeconds: number): Record<string, string> {
  const reset = new Date(Date.now() + resetSeconds * 1000).toISOString().replace(/\.\d+Z$/, "Z");
  return {
    "anthropic-ratelimit-requests-limit": "50",
    "anthropic-ratelimit-requests-remaining": String(requestsRemaining),
    "anthropic-ratelimit-requests-reset": reset,
    "anthropic-ratelimit-input-tokens-limit": "30000",
    "anthropic-ratelimit-input-tokens-remaining": "29000",
    "anthropic-ratelimit-input-tokens-reset": reset,
    "anthropic-ratelimit-output-tokens-limit": "8000",
    "anthropic-ratelimit-output-tokens-remaining": "8000",
    "anthropic-ratelimit-output-tokens-reset": reset,
  };
}
