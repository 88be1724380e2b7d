"""Generated code for scheherazade.v1 (tools/gen_proto.py). Do not edit."""
