interface InfoSection {
  heading: string;
  paragraphs: string[];
  items?: string[];
}

/** One information page as written in `locales/<lng>/info.json` under `pages.<key>`. */
export interface InfoPageContent {
  navLabel: string;
  title: string;
  description: string;
  intro: string;
  sections: InfoSection[];
}
