// Placeholder so the package builds while the Evdev module is written; replaced by its code.
enum EvdevModule {}
