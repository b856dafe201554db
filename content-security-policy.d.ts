export function contentSecurityPolicy(options: {
  development: boolean;
  chatWidgetUrl?: string;
  apiPublicUrl?: string;
}): string;
