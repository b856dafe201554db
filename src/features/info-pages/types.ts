interface InfoSection {
  heading: string;
  paragraphs: string[];
  items?: string[];
  /** Where the section's steps happen: pages of the site by name (INFO_LINK_TARGETS), never a raw URL. */
  links?: { label: string; to: string }[];
}

/** One information page as written in `locales/<lng>/info.json` under `pages.<key>`. */
export interface InfoPageContent {
  navLabel: string;
  title: string;
  description: string;
  intro: string;
  sections: InfoSection[];
}
