// ANCHOR: rows
/// One row of the log as the list shows it: a day divider or an entry.
pub enum LogRow {
    Day(String),
    Entry { time: String, text: String, pinned: bool },
}

/// The data behind the list. It lives in the app, not in the widget, and
/// reaches the widget through the `Scope` while events and drawing run.
#[derive(Default)]
pub struct LogData {
    pub rows: Vec<LogRow>,
}
// ANCHOR_END: rows

impl LogData {
    /// A few days of made-up entries, enough to need scrolling.
    pub fn sample() -> Self {
        let mut rows = Vec::new();
        for day in 1..=12 {
            rows.push(LogRow::Day(format!("March {day}")));
            for hour in 0..8 {
                rows.push(LogRow::Entry {
                    time: format!("{:02}:{:02}", 8 + hour, (day * 7 + hour * 11) % 60),
                    text: format!("Sensor {} reported a reading", (day + hour) % 5 + 1),
                    pinned: false,
                });
            }
        }
        Self { rows }
    }

    pub fn push_entry(&mut self, text: String) {
        let time = format!("{:02}:00", self.rows.len() % 24);
        self.rows.push(LogRow::Entry { time, text, pinned: false });
    }

    pub fn toggle_pin(&mut self, index: usize) {
        if let Some(LogRow::Entry { pinned, .. }) = self.rows.get_mut(index) {
            *pinned = !*pinned;
        }
    }
}
