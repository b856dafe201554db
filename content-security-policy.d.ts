export function contentSecurityPolicy(options: {
  development: boolean;
  chatWidgetUrl?: string;
  apiPublicUrl?: string;
}): string;
export function withPartnerSources(
  policy: string,
  partner: { frameAncestors: readonly string[]; imageUrls?: readonly string[] },
): string;
