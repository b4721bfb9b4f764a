"""PTX: the parsed form of a module (`ast`), its parser (`parser`) and its instruction table (`table`)."""
