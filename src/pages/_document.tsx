import { Head, Html, Main, NextScript } from 'next/document';

// Next sets <html lang> from the active locale (vi by default).
export default function Document() {
  return (
    // Lets Next turn smooth scrolling off while it restores the scroll position on navigation.
    <Html data-scroll-behavior="smooth">
      <Head>
        <meta name="theme-color" content="#2554e0" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
