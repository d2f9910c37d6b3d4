// Placeholder so the package builds while the Replay module is written; replaced by its code.
enum ReplayModule {}
