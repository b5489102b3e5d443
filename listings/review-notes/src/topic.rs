// The shape of a background request: the UI thread hands work to another
// thread and never waits; the result comes back as a typed action that
// Cx::post_action delivers (and wakes the UI for) on the UI thread.
use makepad_widgets::*;

// ANCHOR: topic-action
/// The result of a topic request, posted from the worker thread.
#[derive(Debug)]
pub enum RoomTopicAction {
    Loaded { room_id: String, topic: String },
    Failed { room_id: String, message: String },
}
// ANCHOR_END: topic-action

// ANCHOR: request-topic
/// Starts loading the topic of `room_id` off the UI thread.
pub fn request_topic(room_id: String) {
    std::thread::spawn(move || match load_topic(&room_id) {
        Ok(topic) => Cx::post_action(RoomTopicAction::Loaded { room_id, topic }),
        Err(message) => {
            error!("Failed to load the topic of {room_id}: {message}");
            Cx::post_action(RoomTopicAction::Failed { room_id, message });
        }
    });
}
// ANCHOR_END: request-topic

/// Stands in for a network call; a real client would ask its server here.
fn load_topic(room_id: &str) -> Result<String, String> {
    if room_id.is_empty() {
        return Err("empty room id".to_string());
    }
    Ok(format!("Topic of {room_id}: weekly planning"))
}
