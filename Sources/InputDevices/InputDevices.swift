// Placeholder so the package builds while the InputDevices module is written; replaced by its code.
enum InputDevicesModule {}
