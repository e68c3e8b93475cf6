// The video categories YouTube lets an owner assign (videoCategories.list?regionCode=US, assignable
// ones), by id, for showing a video's category in words. An id not listed is shown as its number.
export const YOUTUBE_CATEGORY_NAMES: Readonly<Record<string, string>> = {
  "1": "Film & Animation",
  "2": "Autos & Vehicles",
  "10": "Music",
  "15": "Pets & Animals",
  "17": "Sports",
  "19": "Travel & Events",
  "20": "Gaming",
  "22": "People & Blogs",
  "23": "Comedy",
  "24": "Entertainment",
  "25": "News & Politics",
  "26": "Howto & Style",
  "27": "Education",
  "28": "Science & Technology",
  "29": "Nonprofits & Activism",
};

/** "Howto & Style (26)", or "Category 99" for an id the table does not name. */
export const youtubeCategoryName = (id: string) =>
  YOUTUBE_CATEGORY_NAMES[id] ? `${YOUTUBE_CATEGORY_NAMES[id]} (${id})` : `Category ${id}`;
