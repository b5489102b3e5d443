use std::path::{Path, PathBuf};

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
            image_paths: Vec::new(),
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
    // 读取目录里所有受支持的图片，按文件名排序
    pub fn load_images(&mut self, dir: &Path) -> std::io::Result<()> {
        let mut paths = Vec::new();
        for entry in std::fs::read_dir(dir)? {
            let path = entry?.path();
            if path.is_file() && is_supported_image(&path) {
                paths.push(path);
            }
        }
        paths.sort();
        self.image_paths = paths;
        self.apply_filter();
        Ok(())
    }

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

// Makepad 1.0 的图片缓存按扩展名 jpg / png 选择解码器
fn is_supported_image(path: &Path) -> bool {
    matches!(
        path.extension().and_then(|ext| ext.to_str()),
        Some("jpg") | Some("png")
    )
}
