// ANCHOR: fields
use std::path::{Path, PathBuf};

/// How many thumbnails sit side by side in one grid row.
pub const COLUMNS: usize = 4;

#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub enum Screen {
    #[default]
    Grid,
    Slideshow,
}

#[derive(Default)]
pub struct State {
    /// The folder the photos were read from.
    pub folder: PathBuf,
    /// Every supported photo in the folder, sorted by path.
    pub photos: Vec<PathBuf>,
    /// Indices into `photos` that pass the current filter.
    pub matches: Vec<usize>,
    /// Position inside `matches` of the photo shown in the slideshow.
    pub current: usize,
    /// The lower-cased filter text.
    pub filter: String,
    /// Which screen is visible.
    pub screen: Screen,
}
// ANCHOR_END: fields

// ANCHOR: filtering
impl State {
    pub fn set_filter(&mut self, query: &str) {
        self.filter = query.trim().to_lowercase();
        let needle = self.filter.as_str();
        self.matches = self
            .photos
            .iter()
            .enumerate()
            .filter(|(_, path)| needle.is_empty() || file_name(path).to_lowercase().contains(needle))
            .map(|(index, _)| index)
            .collect();
        self.current = 0;
    }

    /// Number of grid rows needed for the current matches.
    pub fn row_count(&self) -> usize {
        self.matches.len().div_ceil(COLUMNS)
    }

    /// The photo in a slot of the filtered list, if that slot exists.
    pub fn slot(&self, slot: usize) -> Option<&Path> {
        self.matches.get(slot).map(|&index| self.photos[index].as_path())
    }

    pub fn current_photo(&self) -> Option<&Path> {
        self.slot(self.current)
    }

    /// Move through the filtered list, wrapping around at both ends.
    pub fn step(&mut self, delta: isize) {
        let count = self.matches.len() as isize;
        if count > 0 {
            self.current = (self.current as isize + delta).rem_euclid(count) as usize;
        }
    }
}

pub fn file_name(path: &Path) -> String {
    path.file_name()
        .map(|name| name.to_string_lossy().into_owned())
        .unwrap_or_default()
}
// ANCHOR_END: filtering
