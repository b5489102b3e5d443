use std::path::{Path, PathBuf};

// 演示用的文件名，第 20 步会换成磁盘上真实的图片
const DEMO_NAMES: [&str; 14] = [
    "harbor.jpg",
    "forest_path.jpg",
    "city_night.png",
    "mountain_lake.jpg",
    "cat_on_sofa.jpg",
    "old_bridge.png",
    "sunset_beach.jpg",
    "night_market.jpg",
    "snow_cabin.png",
    "desert_road.jpg",
    "tea_house.jpg",
    "river_boat.png",
    "autumn_leaves.jpg",
    "lighthouse.jpg",
];

pub struct State {
    image_paths: Vec<PathBuf>,
    max_images_per_row: usize,
    pub current_image_idx: usize,
    filter: String,
    // 通过筛选的图片在 image_paths 中的下标
    shown: Vec<usize>,
}

impl Default for State {
    fn default() -> Self {
        let mut state = Self {
            image_paths: DEMO_NAMES
                .iter()
                .map(|name| PathBuf::from("images").join(name))
                .collect(),
            max_images_per_row: 4,
            current_image_idx: 0,
            filter: String::new(),
            shown: Vec::new(),
        };
        state.apply_filter();
        state
    }
}

impl State {
    pub fn image_count(&self) -> usize {
        self.shown.len()
    }

    pub fn set_filter(&mut self, text: &str) {
        self.filter = text.trim().to_lowercase();
        self.apply_filter();
    }

    fn apply_filter(&mut self) {
        let shown: Vec<usize> = (0..self.image_paths.len())
            .filter(|&i| self.matches_filter(i))
            .collect();
        self.shown = shown;
        self.current_image_idx = 0;
    }

    fn matches_filter(&self, path_idx: usize) -> bool {
        if self.filter.is_empty() {
            return true;
        }
        self.image_paths[path_idx]
            .file_name()
            .map(|name| name.to_string_lossy().to_lowercase().contains(&self.filter))
            .unwrap_or(false)
    }

    pub fn row_count(&self) -> usize {
        (self.image_count() + self.max_images_per_row - 1) / self.max_images_per_row
    }

    pub fn first_image_in_row(&self, row_idx: usize) -> usize {
        row_idx * self.max_images_per_row
    }

    pub fn images_in_row(&self, row_idx: usize) -> usize {
        self.image_count()
            .saturating_sub(self.first_image_in_row(row_idx))
            .min(self.max_images_per_row)
    }

    pub fn show_next(&mut self) {
        let count = self.image_count();
        if count > 0 {
            self.current_image_idx = (self.current_image_idx + 1) % count;
        }
    }

    pub fn show_prev(&mut self) {
        let count = self.image_count();
        if count > 0 {
            self.current_image_idx = (self.current_image_idx + count - 1) % count;
        }
    }

    pub fn image_path(&self, idx: usize) -> &Path {
        &self.image_paths[self.shown[idx]]
    }

    pub fn image_name(&self, idx: usize) -> String {
        self.image_path(idx)
            .file_name()
            .map(|name| name.to_string_lossy().into_owned())
            .unwrap_or_default()
    }
}
